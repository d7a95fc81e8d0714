import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDate, icsText } from './ics';

describe('ics', () => {
  it('writes one event in UTC with CRLF line ends', () => {
    const ics = buildIcs({
      uid: 'stage-1@talentia',
      start: new Date('2026-12-03T14:30:00.000Z'),
      durationMinutes: 60,
      title: 'Entrevista: Analista de Datos, Andes Digital',
      location: 'Oficina central; piso 3',
      description: 'Lleva tu carnet.\nPregunta por Valentina.',
      now: new Date('2026-11-25T10:00:00.000Z'),
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Talentia//Entrevistas//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:stage-1@talentia',
      'DTSTAMP:20261125T100000Z',
      'DTSTART:20261203T143000Z',
      'DTEND:20261203T153000Z',
      'SUMMARY:Entrevista: Analista de Datos\\, Andes Digital',
      'LOCATION:Oficina central\\; piso 3',
      'DESCRIPTION:Lleva tu carnet.\\nPregunta por Valentina.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('leaves out an unknown place', () => {
    const ics = buildIcs({ uid: 'x', start: new Date(0), durationMinutes: 30, title: 'E' });
    expect(ics).not.toContain('LOCATION');
  });

  it('escapes backslashes and line breaks of any kind', () => {
    expect(icsText('a\\b\r\nc\rd')).toBe('a\\\\b\\nc\\nd');
  });

  it('formats dates as UTC', () => {
    expect(icsDate(new Date('2026-01-02T03:04:05Z'))).toBe('20260102T030405Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    const encoder = new TextEncoder();
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });
});
