// One ESLint configuration for every workspace: TypeScript's recommended rules everywhere, and for the
// two React apps the rules of hooks and the accessibility rules (the shop must work with a screen reader).
// Formatting is Prettier's job (.prettierrc), so no rule here is about layout.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACT_APPS = ['storefront/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.e2e-spec.ts', 'backend/test/**', 'e2e/tests/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.tmpdist/**',
      'openapi/wire.generated.ts',
      'backend/data/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or a destructured field left out on purpose (an interface's method
      // that ignores an argument, `{ password: _password, ...rest }` to drop a field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The backend, the benchmark, the browser tests' runner and the build scripts run on Node.
    files: ['**/*.{js,cjs,mjs}', 'backend/**/*.ts', 'e2e/**/*.ts', 'bench/**', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files (the backend's and the benchmark's scripts, jest's and dependency-cruiser's configs).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: REACT_APPS, ...reactHooks.configs.flat.recommended },
  { files: REACT_APPS, ...jsxA11y.flatConfigs.recommended },
  { files: REACT_APPS, languageOptions: { globals: { ...globals.browser } } },
  {
    files: REACT_APPS,
    rules: {
      // These two serve the React Compiler, which the shop does not use. `refs` misreads the dropdown hook
      // (an object of props that holds refs, spread onto the button and the panel) and the latest-value ref
      // of a callback; `set-state-in-effect` refuses state that follows the address or a prop, and the cart
      // read from localStorage after hydration, which must wait for the browser (server rendering).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      // autoFocus is used only where the focus must move: the first action of a modal <dialog> (HTML's own
      // way to choose the dialog's first focus) and the back office's login page, whose one task is the form.
      'jsx-a11y/no-autofocus': 'off',
      // A payment option's label holds its text two spans deep (name and description); the default depth is 2.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Removing control characters from an address before reading its scheme is the point of this pattern.
    files: ['packages/shop-rules/src/markdown-html.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Tests build partial doubles of ports and wire shapes; an `any` there is a shortcut, not a hole in the shop.
    files: TESTS,
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
);
