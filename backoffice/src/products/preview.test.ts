import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './preview';

describe('card previews', () => {
  it('renders markdown to text and cuts it at 120 characters with an ellipsis', () => {
    expect(descriptionPreview('Size 5 **match** ball')).toBe('Size 5 match ball');
    const long = `# Title\n\n${'word '.repeat(40)}`;
    const preview = descriptionPreview(long)!;
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
  });

  it('has nothing to show for an empty description', () => {
    expect(descriptionPreview('   ')).toBeNull();
    expect(descriptionPreview(null)).toBeNull();
  });
});
