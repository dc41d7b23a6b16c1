import { describe, expect, it } from 'vitest';
import { descriptionPreview, formatPrice } from './preview';

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

  it('formats shekels with he-IL, 2 decimals', () => {
    expect(formatPrice(119.9)).toBe(new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 2 }).format(119.9));
    expect(formatPrice(119.9)).toContain('119.90');
    expect(formatPrice(119.9)).toContain('₪');
  });
});
