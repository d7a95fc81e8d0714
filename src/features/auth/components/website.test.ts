import { describe, expect, it } from 'vitest';
import { websiteUrl } from './website';

describe('websiteUrl', () => {
  it('accepts a bare domain and stores it with https://', () => {
    expect(websiteUrl('pampalabs.cl')).toBe('https://pampalabs.cl');
    expect(websiteUrl('  www.pampalabs.cl/empleos ')).toBe('https://www.pampalabs.cl/empleos');
  });

  it('keeps a full address as typed (http or https)', () => {
    expect(websiteUrl('https://pampalabs.cl')).toBe('https://pampalabs.cl');
    expect(websiteUrl('http://pampalabs.cl/')).toBe('http://pampalabs.cl');
    expect(websiteUrl('HTTPS://Pampalabs.cl/x?y=1')).toBe('HTTPS://Pampalabs.cl/x?y=1');
  });

  it('refuses what cannot be a website', () => {
    for (const typed of [
      '',
      'pampalabs',
      'pampa labs.cl',
      'ftp://pampalabs.cl',
      'empresa.',
      'localhost',
      'a@b.cl',
      'https://user:pw@pampalabs.cl',
    ]) {
      expect(websiteUrl(typed), typed).toBeNull();
    }
  });
});
