import { describe, expect, it } from 'vitest';
import { tabFromSearch } from './model';
import { workflowPath } from './paths';

describe('paths', () => {
  it('the workflow path and the tab in the URL', () => {
    expect(workflowPath('abc')).toBe('/app/jobs/abc/workflow');
    expect(tabFromSearch(new URLSearchParams('tab=cvs'))).toBe('cvs');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('applications');
  });
});
