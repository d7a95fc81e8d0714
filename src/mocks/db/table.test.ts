import { describe, expect, it } from 'vitest';
import { z } from '../shared/zod';
import { Table } from './table';

const rowSchema = z.object({
  id: z.string(),
  owner: z.string(),
  title: z.string().min(1),
  version: z.number().int(),
});
type Row = z.infer<typeof rowSchema>;

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    owner: `o${i % 3}`,
    title: `T${i}`,
    version: 1,
  }));

function table() {
  const changes: (string | null)[] = [];
  const t = new Table(rowSchema, ['owner'], (id) => changes.push(id));
  return { t, changes };
}

describe('Table', () => {
  it('loads rows in bulk, validated, indexed, in order, with one change', async () => {
    const { t, changes } = table();
    await t.insertMany(rows(6));
    expect(t.all().map((row) => row.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(t.where('owner', 'o1').map((row) => row.id)).toEqual(['r1', 'r4']);
    expect(t.countWhere('owner', 'o2')).toBe(2);
    expect(changes).toEqual([null]);
  });

  it('refuses a batch with a row that fails the schema, and keeps none of it', async () => {
    const { t } = table();
    const bad = [...rows(2), { id: 'r9', owner: 'o0', title: '', version: 1 }];
    await expect(t.insertMany(bad)).rejects.toThrow();
    expect(t.count()).toBe(0);
  });

  it('updates a loaded row in place: validated, next version, re-indexed, same position', async () => {
    const { t } = table();
    await t.insertMany(rows(4));
    const next = await t.update('r1', (draft) => {
      draft.owner = 'o9';
    });
    expect(next).toMatchObject({ id: 'r1', owner: 'o9', version: 2 });
    expect(t.all().map((row) => row.id)).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(t.where('owner', 'o1')).toEqual([]);
    expect(t.where('owner', 'o9').map((row) => row.id)).toEqual(['r1']);
    await expect(
      t.update('r2', (draft) => {
        draft.title = '';
      }),
    ).rejects.toThrow();
    expect(t.get('r2')!.title).toBe('T2');
  });

  it('two writes to one loaded row at once both apply', async () => {
    const { t } = table();
    await t.insertMany(rows(2));
    await Promise.all([
      t.update('r0', (draft) => {
        draft.title += 'a';
      }),
      t.update('r0', (draft) => {
        draft.title += 'b';
      }),
    ]);
    expect(t.get('r0')).toMatchObject({ title: 'T0ab', version: 3 });
    expect(t.count()).toBe(2);
  });

  it('inserts and removes rows, loaded or written, and answers a fresh list after each write', async () => {
    const { t, changes } = table();
    await t.insertMany(rows(3));
    const before = t.all();
    await t.insert({ id: 'n1', owner: 'o1', title: 'Nueva', version: 1 });
    expect(t.all()).not.toBe(before);
    expect(t.all().map((row) => row.id)).toEqual(['r0', 'r1', 'r2', 'n1']);
    expect(t.remove('r1')).toBe(true);
    expect(t.remove('n1')).toBe(true);
    expect(t.remove('n1')).toBe(false);
    await t.update('r0', (draft) => {
      draft.title = 'Cambio';
    });
    expect(t.remove('r0')).toBe(true);
    expect(t.all().map((row) => row.id)).toEqual(['r2']);
    expect(t.countWhere('owner', 'o1')).toBe(0);
    expect(changes).toEqual([null, 'n1', 'r1', 'n1', 'r0', 'r0']);
  });

  it('builds an index on first use and keeps it current through writes, before and after', async () => {
    const { t } = table();
    await t.insertMany(rows(6));
    // Written before the index is first used: the index built later sees the write.
    await t.update('r0', (draft) => {
      draft.owner = 'o2';
    });
    expect(t.where('owner', 'o2').map((row) => row.id)).toEqual(['r0', 'r2', 'r5']);
    // Written after: the built index follows.
    await t.insert({ id: 'n1', owner: 'o2', title: 'Nueva', version: 1 });
    t.remove('r2');
    expect(t.countWhere('owner', 'o2')).toBe(3);
    // A second load replaces the rows and the index with them.
    await t.insertMany([{ id: 'x1', owner: 'o2', title: 'X', version: 1 }]);
    expect(t.where('owner', 'o2').map((row) => row.id)).toEqual(['r0', 'r5', 'n1', 'x1']);
    t.clear();
    expect(t.countWhere('owner', 'o2')).toBe(0);
    expect(() => t.where('title' as never, 'X')).toThrow(/not indexed/);
  });
});
