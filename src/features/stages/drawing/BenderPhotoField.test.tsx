import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOwnState } from '@/test/ownState';
import { appTheme } from '@/theme';
import { BenderPhotoField } from './BenderPhotoField';
import { IMAGE_FILE_MESSAGES, IMAGE_MAX_BYTES } from './images';

afterEach(() => vi.restoreAllMocks());

function renderField(initial: File | null = null) {
  const { onChange, Controlled } = withOwnState(initial, (file, onChoose) => (
    <BenderPhotoField file={file} onChange={onChoose} />
  ));
  render(
    <ThemeProvider theme={appTheme()}>
      <Controlled />
    </ThemeProvider>,
  );
  return { onChange, input: screen.getByLabelText('Foto del dibujo') };
}

/** First bytes of real images: the field reads them before it accepts a photo. */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
};

/** A file of `size` bytes whose content starts as its extension says (or with `content`). */
function fileOf(name: string, type: string, size = 2048, content?: string) {
  const magic = MAGIC[name.split('.').pop()!];
  const file = new File([content ?? new Uint8Array(magic ?? [0x78])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('BenderPhotoField', () => {
  it('is a button "Subir una foto del dibujo" with the accepted formats', () => {
    const { input } = renderField();
    expect(screen.getByRole('button', { name: 'Subir una foto del dibujo' })).toBeEnabled();
    expect(screen.getByText('PNG, JPG, WEBP o GIF, hasta 5 MB.')).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
  });

  it.each([
    ['a PDF', fileOf('dibujo.pdf', 'application/pdf'), IMAGE_FILE_MESSAGES.type],
    [
      'an executable named .png',
      fileOf('dibujo.png', 'application/x-msdownload'),
      IMAGE_FILE_MESSAGES.type,
    ],
    ['a 6 MB photo', fileOf('dibujo.jpg', 'image/jpeg', 6 * 1024 * 1024), IMAGE_FILE_MESSAGES.size],
    ['an empty photo', fileOf('dibujo.png', 'image/png', 0), IMAGE_FILE_MESSAGES.empty],
    [
      'a web page named .png',
      fileOf('dibujo.png', 'image/png', 2048, '<html><script>alert(1)</script>'),
      IMAGE_FILE_MESSAGES.type,
    ],
  ])('refuses %s with its message', async (_, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const { onChange, input } = renderField();
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subir una foto del dibujo' })).toBeInTheDocument();
  });

  it('takes a good photo, names and previews it, and removes it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { onChange, input } = renderField();
    await user.upload(input, fileOf('dibujo.png', 'image/png', IMAGE_MAX_BYTES));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'dibujo.png' })),
    );
    expect(await screen.findByTestId('bender-photo-name')).toHaveTextContent('dibujo.png (5 MB)');
    expect(screen.getByRole('img', { name: 'Vista previa de la foto del dibujo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.getByRole('button', { name: 'Cambiar la foto' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar la foto dibujo.png' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir una foto del dibujo' })).toBeInTheDocument();
  });

  it('a refused file keeps the photo already chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onChange, input } = renderField(fileOf('bueno.webp', 'image/webp'));
    expect(screen.getByTestId('bender-photo-name')).toHaveTextContent('bueno.webp');
    await user.upload(input, fileOf('malo.gif', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_FILE_MESSAGES.type);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('bender-photo-name')).toHaveTextContent('bueno.webp');
  });
});
