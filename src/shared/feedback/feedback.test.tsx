import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSnackbar } from './useSnackbar';
import { renderWithApp } from '@/test/render';
import { useConfirm } from './confirmContext';
import { LoadErrorAlert } from './LoadErrorAlert';
import { PendingIndicator } from './PendingIndicator';
import { TOAST_DEFAULTS, toast } from './toast';

function ConfirmProbe({ options }: { options?: Parameters<ReturnType<typeof useConfirm>>[0] }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('sin respuesta');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm(options)))}>Eliminar</button>
      <output>{answer}</output>
    </>
  );
}

describe('confirmation dialog', () => {
  it('asks "¿Desea continuar con la acción?" and resolves true on Confirmar', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConfirmProbe />);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancelar and on Escape', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConfirmProbe options={{ description: 'Se borrará el CV.' }} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se borrará el CV.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('false')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});

function SnackbarProbe() {
  const show = useSnackbar();
  return (
    <button
      onClick={() => {
        show('Primero', 'success');
        show('Segundo', 'error');
      }}
    >
      Avisar
    </button>
  );
}

describe('snackbar', () => {
  it('shows one message at a time, at the bottom centre, then the next', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<SnackbarProbe />);
    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    const first = await screen.findByText('Primero');
    expect(screen.queryByText('Segundo')).not.toBeInTheDocument();
    expect(store.getState().snackbar.queue).toHaveLength(2);
    // eslint-disable-next-line testing-library/no-node-access -- MUI's snackbar anchor is a class on its root
    const snackbar = first.closest('.MuiSnackbar-root');
    expect(snackbar?.className).toMatch(/anchorOriginBottomCenter/);

    await user.click(screen.getByRole('button', { name: /close|cerrar/i }));
    expect(await screen.findByText('Segundo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Primero')).not.toBeInTheDocument());
  });
});

describe('toasts', () => {
  it('stack up to 3 at once at the bottom left', async () => {
    renderWithApp(<p>página</p>);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Aviso ${n}`, 'info');
    });
    expect(await screen.findByText('Aviso 1')).toBeInTheDocument();
    expect(await screen.findByText('Aviso 3')).toBeInTheDocument();
    expect(screen.queryByText('Aviso 4')).not.toBeInTheDocument();
    expect(TOAST_DEFAULTS).toEqual({
      maxSnack: 3,
      autoHideDuration: 5000,
      anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    });
  });
});

describe('pending indicator', () => {
  it('is titled "Procesando..." and announced as a status', () => {
    renderWithApp(<PendingIndicator active />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('title', 'Procesando...');
    expect(status).toHaveTextContent('Procesando...');
  });
});

describe('load error alert', () => {
  it("shows the server's message in an alert, and Reintentar asks again", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithApp(
      <LoadErrorAlert
        message="El servidor no responde."
        fallback="No se pudo."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('El servidor no responde.');
    expect(alert).not.toHaveTextContent('No se pudo.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the server said nothing', () => {
    renderWithApp(<LoadErrorAlert message={null} fallback="No se pudo." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo.');
  });
});
