import { describe, expect, it } from 'vitest';
import {
  applicationStatusLabel,
  formatSalary,
  paragraphs,
  stageStatusLabel,
  workflowPath,
} from './labels';
import { tabFromSearch } from './model';

describe('status labels', () => {
  it('application statuses in Spanish', () => {
    expect(applicationStatusLabel('in_progress')).toBe('En curso');
    expect(applicationStatusLabel('hired')).toBe('Contratado');
    expect(applicationStatusLabel('rejected')).toBe('No seleccionado');
  });
  it('stage statuses in Spanish', () => {
    expect(
      ['in_progress', 'pending', 'reviewing', 'passed', 'failed'].map(stageStatusLabel),
    ).toEqual(['En curso', 'Pendiente', 'En revisión', 'Aprobada', 'No aprobada']);
  });
});

describe('offer texts', () => {
  it('splits plain text into paragraphs', () => {
    expect(paragraphs('Uno\nsigue\n\n  Dos  \n\n\n<b>Tres</b>')).toEqual([
      'Uno\nsigue',
      'Dos',
      '<b>Tres</b>',
    ]);
  });
  it('formats a salary range, or none', () => {
    expect(formatSalary(null)).toBeNull();
    expect(formatSalary({ min: 900000, max: 1260000, currency: 'CLP' })).toMatch(/CLP al mes$/);
  });
  it('the workflow path and the tab in the URL', () => {
    expect(workflowPath('abc')).toBe('/app/jobs/abc/workflow');
    expect(tabFromSearch(new URLSearchParams('tab=cvs'))).toBe('cvs');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('applications');
  });
});
