import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupI18n } from '@mc/shared-kernel/testing';
import { checkImageFile, ImagePicker } from './image-picker';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, type: string, head: number[], size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

function Picker({ max, onFiles }: { max: number; onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Receipt"
      max={max}
      files={files}
      onChange={(next) => {
        setFiles(next);
        onFiles?.(next);
      }}
    />
  );
}

describe('checkImageFile', () => {
  it('takes PNG and JPEG up to 5 MB by their type and their first bytes', async () => {
    expect(await checkImageFile(file('a.png', 'image/png', PNG))).toBeNull();
    expect(await checkImageFile(file('a.jpg', 'image/jpeg', JPEG, 5 * 1024 * 1024))).toBeNull();
  });

  it.each([
    ['a gif', file('a.gif', 'image/gif', [0x47, 0x49, 0x46]), 'kernel-upload:type'],
    ['an executable renamed to .png', file('a.png', 'image/png', [0x4d, 0x5a]), 'kernel-upload:type'],
    ['an svg', file('a.svg', 'image/svg+xml', [0x3c]), 'kernel-upload:type'],
    ['an empty file', new File([], 'a.png', { type: 'image/png' }), 'kernel-upload:type'],
    ['a picture over 5 MB', file('big.jpg', 'image/jpeg', JPEG, 5 * 1024 * 1024 + 1), 'kernel-upload:size'],
  ])('refuses %s', async (_what, candidate, key) => {
    expect((await checkImageFile(candidate))?.key).toBe(key);
  });
});

describe('ImagePicker', () => {
  beforeAll(() => setupI18n('EN'));

  it('shows the chosen pictures, removes one, and refuses a bad file with a message while keeping the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = jest.fn();
    render(<Picker max={3} onFiles={onFiles} />);
    const input = await screen.findByLabelText(/Receipt/, { selector: 'input' });
    await user.upload(input, [file('one.png', 'image/png', PNG), file('two.jpg', 'image/jpeg', JPEG)]);
    expect(await screen.findByRole('img', { name: 'Picture 1: one.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 2: two.jpg' })).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Receipt/, { selector: 'input' }),
      file('fake.png', 'image/png', [0, 1, 2]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPG pictures');
    expect(screen.getAllByRole('img')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove picture 1 (one.png)' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'two.jpg' })]);
  });

  it('stops at the maximum and says so', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker max={3} />);
    await user.upload(
      await screen.findByLabelText(/Receipt/, { selector: 'input' }),
      [1, 2, 3, 4].map((n) => file(`${n}.png`, 'image/png', PNG)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 pictures');
    expect(screen.getAllByRole('img')).toHaveLength(3);
    // Full: nothing more to choose until one is removed.
    expect(screen.queryByLabelText(/Receipt/, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('replaces the one picture of a single-picture field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker max={1} />);
    await user.upload(
      await screen.findByLabelText(/Receipt/, { selector: 'input' }),
      file('first.png', 'image/png', PNG),
    );
    await screen.findByRole('img', { name: 'Picture 1: first.png' });
    expect(screen.getByText('Choose another picture')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Receipt/, { selector: 'input' }), file('second.jpg', 'image/jpeg', JPEG));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture 1: second.jpg' })).toBeInTheDocument());
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
