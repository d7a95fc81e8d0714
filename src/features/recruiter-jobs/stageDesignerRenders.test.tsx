import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RadioGroupProps } from '@mui/material/RadioGroup';
import type { TextFieldProps } from '@mui/material/TextField';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureDatabase } from '@/mocks/db';
import { call, tokenFor } from '@/mocks/handlers/test-utils';
import { renderWithApp, setTestToken } from '@/test/render';
import { StageDesignerPage } from './components/StageDesignerPage';
import { staffOfferLoader } from './loaders';

/**
 * The names of the fields rendered: MUI's own text fields, radio groups and date pickers,
 * watched (each render noted), not replaced.
 */
const rendered = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('@mui/material/TextField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/TextField')>();
  const Real = actual.default;
  function WatchedTextField(props: TextFieldProps) {
    rendered.names.push(String(props.name ?? props.label));
    return <Real {...props} />;
  }
  return { ...actual, default: WatchedTextField };
});
vi.mock('@mui/material/RadioGroup', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/RadioGroup')>();
  const Real = actual.default;
  function WatchedRadioGroup(props: RadioGroupProps) {
    rendered.names.push(String(props.name));
    return <Real {...props} />;
  }
  return { ...actual, default: WatchedRadioGroup };
});
vi.mock('@mui/x-date-pickers/DateTimePicker', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/x-date-pickers/DateTimePicker')>();
  const Real = actual.DateTimePicker;
  function WatchedPicker(props: DateTimePickerProps) {
    const textField = props.slotProps?.textField as { name?: string } | undefined;
    rendered.names.push(String(textField?.name));
    return <Real {...props} />;
  }
  return { ...actual, DateTimePicker: WatchedPicker };
});

const routes: RouteObject[] = [
  {
    path: '/app/recruiter/jobs/:jobId/stages',
    loader: staffOfferLoader,
    element: <StageDesignerPage />,
  },
];

let token: string;
beforeAll(async () => {
  await ensureDatabase();
  token = await tokenFor('valentina');
});
beforeEach(() => setTestToken(token));
afterEach(() => setTestToken(null));

/** The text fields rendered while `act` runs. */
async function fieldsDrawnWhile(act: () => Promise<void>): Promise<string[]> {
  rendered.names = [];
  await act();
  return rendered.names;
}

describe('stage designer: work in proportion to the change (issue 33.2)', () => {
  it('adding, then failing to save, renders only the stages concerned', async () => {
    const created = await call('POST', '/job-offers', {
      token,
      json: {
        title: 'Analista de Datos Junior',
        description: 'Buscamos una persona curiosa para analizar datos de producto y ventas.',
        category: 'Datos',
        city: 'Lima',
        country: 'Perú',
        modality: 'híbrido',
        seniority: 'junior',
      },
    });
    const user = userEvent.setup();
    renderWithApp(null, {
      routes,
      path: `/app/recruiter/jobs/${created.body.data.id}/stages`,
    });
    await screen.findByRole('heading', { name: 'Etapas de selección' });
    const add = screen.getByRole('button', { name: 'Agregar etapa' });
    await user.click(add);
    const first = screen.getByTestId('stage-card');
    await user.type(within(first).getByRole('textbox', { name: 'Nombre' }), 'Entrevista final');
    await user.click(within(first).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Entrevista' }));
    await within(first).findByRole('textbox', { name: 'Lugar' });

    // A new stage renders its own fields, none of the first stage's.
    const onAdd = await fieldsDrawnWhile(async () => {
      await user.click(add);
      expect(await screen.findAllByTestId('stage-card')).toHaveLength(2);
    });
    expect(onAdd).toContain('stages.1.name');
    expect(onAdd.filter((name) => name.startsWith('stages.0.'))).toEqual([]);

    // A failed save shows the new stage's errors; the first stage, valid, is not rendered.
    const onSave = await fieldsDrawnWhile(async () => {
      await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
      await screen.findByTestId('error-summary');
    });
    expect(onSave).toContain('stages.1.name');
    expect(onSave.filter((name) => name.startsWith('stages.0.'))).toEqual([]);
    const second = screen.getAllByTestId('stage-card')[1]!;
    expect(within(second).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      /.+/,
    );
  });
});
