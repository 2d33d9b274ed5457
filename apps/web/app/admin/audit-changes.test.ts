import { describe, expect, it } from 'vitest';
import { changedKeys } from './audit-changes.tsx';

describe('an audit entry as a diff', () => {
  it('shows only the keys whose values changed, old → new', () => {
    expect(changedKeys({ status: 'Pending Order', reason: null }, { status: 'Confirm', reason: null })).toEqual([
      { key: 'status', before: 'Pending Order', after: 'Confirm' },
    ]);
  });

  it('shows a created row as its values, a removed one as what it held, and nested values as JSON', () => {
    expect(changedKeys(null, { limit: 5000 })).toEqual([{ key: 'limit', before: '', after: '5000' }]);
    expect(changedKeys({ role: 'sales' }, null)).toEqual([{ key: 'role', before: 'sales', after: '' }]);
    expect(changedKeys({ a: { b: 1 } }, { a: { b: 2 } })).toEqual([{ key: 'a', before: '{"b":1}', after: '{"b":2}' }]);
  });
});
