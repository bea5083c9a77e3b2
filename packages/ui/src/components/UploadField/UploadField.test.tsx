import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { UploadField } from './UploadField.tsx';

// A 1×1 transparent PNG.
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

const image = (name: string) => new File([onePixelPng], name, { type: 'image/png' });

/** Keeps only the last file it is offered. */
function OwnerKeepingOne() {
  const [files, setFiles] = useState<readonly File[]>([]);
  return <UploadField label="Screenshots" files={files} onFilesChange={(next) => setFiles(next.slice(-1))} />;
}

describe('given an image upload field', () => {
  test('a mixed pick keeps the images and says why the other file was refused', async () => {
    const onFilesChange = vi.fn();
    const screen = await renderWithSite(<UploadField label="Screenshots" onFilesChange={onFilesChange} />, {
      locale: 'en-US',
    });
    await screen
      .getByLabelText('Screenshots')
      .upload([image('one.png'), new File(['text'], 'notes.txt', { type: 'text/plain' }), image('two.png')]);
    await expect.element(screen.getByRole('img', { name: 'Image 1: one.png' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Image 2: two.png' })).toBeVisible();
    await expect
      .element(screen.getByText('notes.txt is not an image; only images can be uploaded'))
      .toBeVisible();
    expect(onFilesChange).toHaveBeenCalledOnce();
    expect(onFilesChange.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['one.png', 'two.png']);
  });

  test('the count limit holds across several picks', async () => {
    const screen = await renderWithSite(<UploadField label="Screenshots" maxCount={3} />, {
      locale: 'en-US',
    });
    const input = screen.getByLabelText('Screenshots');
    await input.upload(image('a.png'));
    await input.upload([image('b.png'), image('c.png'), image('d.png')]);
    await expect.element(screen.getByText('You can upload at most 3 images')).toBeVisible();
    await expect.element(screen.getByText('3/3')).toBeVisible();
    await expect.element(screen.getByRole('img', { name: /d\.png/ })).not.toBeInTheDocument();
    await expect.element(input).toBeDisabled();
  });

  test('a file over the size limit is refused with its name and the limit', async () => {
    const screen = await renderWithSite(<UploadField label="截图" maxSizeBytes={1024} />, {
      locale: 'zh-CN',
    });
    await screen
      .getByLabelText('截图')
      .upload(new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }));
    await expect.element(screen.getByText(/^big\.png 超过1\s?kB$/)).toBeVisible();
    await expect.element(screen.getByText('0/3')).toBeVisible();
  });

  test('removing an image releases its preview URL', async () => {
    const screen = await renderWithSite(<UploadField label="Screenshots" />, { locale: 'en-US' });
    await screen.getByLabelText('Screenshots').upload(image('one.png'));
    const preview = screen.getByRole('img', { name: 'Image 1: one.png' });
    await expect.element(preview).toBeVisible();
    const previewUrl = preview.element().getAttribute('src') ?? '';
    expect(previewUrl).toMatch(/^blob:/);
    expect((await fetch(previewUrl)).ok).toBe(true);
    await screen.getByRole('button', { name: 'Remove image 1' }).click();
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
    await expect(fetch(previewUrl)).rejects.toThrow();
  });

  test('the same image can be picked again after removing it', async () => {
    const screen = await renderWithSite(<UploadField label="Screenshots" />, { locale: 'en-US' });
    const input = screen.getByLabelText('Screenshots');
    const file = image('again.png');
    await input.upload(file);
    await screen.getByRole('button', { name: 'Remove image 1' }).click();
    await input.upload(file);
    await expect.element(screen.getByRole('img', { name: 'Image 1: again.png' })).toBeVisible();
  });

  test('a controlled field shows only what its owner keeps', async () => {
    const screen = await renderWithSite(<OwnerKeepingOne />, { locale: 'en-US' });
    await screen.getByLabelText('Screenshots').upload([image('first.png'), image('second.png')]);
    await expect.element(screen.getByRole('img', { name: 'Image 1: second.png' })).toBeVisible();
    await expect.element(screen.getByText('1/3')).toBeVisible();
  });
});
