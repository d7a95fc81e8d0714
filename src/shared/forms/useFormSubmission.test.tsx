import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { snackbarSlice } from '@/shared/feedback';
import { ErrorSummary } from './ErrorSummary';
import { errorSummaryItems } from './errorSummaryItems';
import { useFormSubmission, type FormSubmissionOptions } from './useFormSubmission';

interface Values {
  title: string;
  city: string;
}

type Save = () => Promise<unknown>;

function TestForm({
  save,
  options = {},
}: {
  save: Save;
  options?: Partial<FormSubmissionOptions<Values>>;
}) {
  const form = useForm<Values>({ defaultValues: { title: '', city: '' }, shouldFocusError: false });
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = form;
  const submission = useFormSubmission<Values>({
    form,
    fallback: 'No se pudo guardar. Inténtalo de nuevo.',
    ...options,
  });
  const onSubmit = handleSubmit(async () => {
    const saved = await submission.run(save);
    if (saved.ok) form.reset(form.getValues());
  });
  return (
    <form noValidate aria-label="Prueba" onSubmit={onSubmit}>
      {options.summary ? (
        <ErrorSummary
          items={errorSummaryItems(errors, { title: 'Título', city: 'Ciudad' })}
          attempt={submitCount}
        />
      ) : null}
      {submission.failureAlert}
      <label>
        Título
        <input {...register('title')} />
      </label>
      {errors.title ? <p>{errors.title.message}</p> : null}
      <label>
        Ciudad
        <input {...register('city')} />
      </label>
      <button type="submit">Guardar</button>
    </form>
  );
}

function setup(save: Save, options?: Partial<FormSubmissionOptions<Values>>) {
  const store = configureStore({ reducer: { snackbar: snackbarSlice.reducer } });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <TestForm save={save} options={options} />
    </Provider>,
  );
  const title = screen.getByRole('textbox', { name: 'Título' });
  return { store, user, title };
}

const fault = { status: 500, message: 'Error interno del servidor (simulado)' };

describe('useFormSubmission, the one way a form submits', () => {
  it('shows the server message focused, keeps what was typed, and shows it again on each failure', async () => {
    const save = vi.fn<Save>().mockRejectedValue(fault);
    const { user, title } = setup(save);
    await user.type(title, 'Analista de datos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fault.message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(title).toHaveValue('Analista de datos');

    // The same failure again takes the focus again (the user had moved on).
    title.focus();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('a failure that is not the server’s shows the form’s own words', async () => {
    const { user } = setup(vi.fn<Save>().mockRejectedValue(new TypeError('boom')));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar. Inténtalo de nuevo.',
    );
  });

  it('puts 422 details on their fields; the summary takes the focus and the message is beside it', async () => {
    const save = vi.fn<Save>().mockRejectedValue({
      status: 422,
      message: 'Datos inválidos',
      details: { title: 'El título es muy corto', other: 'Algo más' },
    });
    const { user, title } = setup(save, { summary: true });
    await user.type(title, 'Ab');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El título es muy corto')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Datos inválidos. Algo más');
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    expect(title).toHaveValue('Ab');
  });

  it('an edit after a failure clears its stale message; a success clears it too', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(fault).mockResolvedValueOnce({});
    const { user, title } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Lima');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await user.type(title, 'Nuevo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 409 may go to the form (e.g. reload the current version keeping the edits)', async () => {
    const onConflict = vi.fn(() => true);
    const conflict = { status: 409, message: 'Esta oferta cambió mientras la editabas' };
    const { user, title } = setup(vi.fn<Save>().mockRejectedValue(conflict), { onConflict });
    await user.type(title, 'Mi edición');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith(conflict));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(title).toHaveValue('Mi edición');
  });

  it('a 409 the form does not take is shown like any failure', async () => {
    const conflict = { status: 409, message: 'La etapa «X» tiene postulaciones en curso' };
    const { user } = setup(vi.fn<Save>().mockRejectedValue(conflict), {
      onConflict: () => false,
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict.message);
  });

  it('a short form always in view may show its failure in the snackbar instead', async () => {
    const { user, store } = setup(vi.fn<Save>().mockRejectedValue(fault), {
      display: 'snackbar',
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(store.getState().snackbar.queue).toEqual([
        expect.objectContaining({ message: fault.message, severity: 'error' }),
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
