import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormMethodsProvider } from './FormMethodsProvider';
import { RegisteredTextField } from './RegisteredTextField';

interface Values {
  description: string;
}

/** A form that renders again at each click of "Otra cosa", with `Field` as its long text box. */
function TestForm({ steady, onSubmit }: { steady: boolean; onSubmit?: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { description: 'Texto inicial' } });
  const [clicks, setClicks] = useState(0);
  return (
    <FormMethodsProvider form={form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit?.(values))}>
        {steady ? (
          <RegisteredTextField<Values>
            name="description"
            label="Descripción"
            multiline
            minRows={2}
          />
        ) : (
          <TextField {...form.register('description')} label="Descripción" multiline minRows={2} />
        )}
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Otra cosa ({clicks})
        </button>
        <button type="submit">Guardar</button>
      </form>
    </FormMethodsProvider>
  );
}

/** How many times the page measured a text box's style while `act` ran. */
async function measuresDuring(act: () => Promise<void>) {
  const spy = vi.spyOn(window, 'getComputedStyle');
  try {
    await act();
    return spy.mock.calls.filter(([element]) => element instanceof HTMLTextAreaElement).length;
  } finally {
    spy.mockRestore();
  }
}

describe('RegisteredTextField', () => {
  it('is not rendered (nor measured) again when only the form around it renders', async () => {
    const user = userEvent.setup();
    const clickTwice = async () => {
      await user.click(screen.getByRole('button', { name: /Otra cosa/ }));
      await user.click(screen.getByRole('button', { name: /Otra cosa/ }));
    };
    // The control: a plain field measures itself at every render of the form.
    const { unmount } = render(<TestForm steady={false} />);
    expect(await measuresDuring(clickTwice)).toBeGreaterThan(0);
    unmount();

    render(<TestForm steady />);
    expect(await measuresDuring(clickTwice)).toBe(0);
  });

  it('is registered: what is typed is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm steady onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Descripción' });
    await user.clear(field);
    await user.type(field, 'Nueva descripción');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ description: 'Nueva descripción' }),
    );
  });
});
