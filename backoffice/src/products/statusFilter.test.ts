import { describe, expect, it } from 'vitest';
import { statusChoiceOf, statusMark, withCategory, withStatus } from './statusFilter';

describe('status filter', () => {
  it('maps the Show choices to filter.status, all removes it, other filters kept', () => {
    expect(withStatus({ q: 'ball', category_id: 3 }, 'hidden')).toEqual({ q: 'ball', category_id: 3, status: 'hidden' });
    expect(withStatus({ status: 'hidden', category_id: 3 }, 'all')).toEqual({ category_id: 3 });
    expect(statusChoiceOf({ status: 'inactive' })).toBe('inactive');
    expect(statusChoiceOf({ status: 'bogus' })).toBe('all');
    expect(statusChoiceOf({})).toBe('all');
  });

  it('sets and clears the category filter', () => {
    expect(withCategory({ status: 'active' }, '4')).toEqual({ status: 'active', category_id: 4 });
    expect(withCategory({ status: 'active', category_id: 4 }, '')).toEqual({ status: 'active' });
  });

  it('marks hidden, inactive, or both', () => {
    expect(statusMark({ is_active: true, is_visible: true })).toBeNull();
    expect(statusMark({ is_active: true, is_visible: false })).toBe('hidden');
    expect(statusMark({ is_active: false, is_visible: true })).toBe('inactive');
    expect(statusMark({ is_active: false, is_visible: false })).toBe('hidden_inactive');
  });
});
