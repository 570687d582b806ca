import '@testing-library/jest-dom';

// jsdom has no object URLs; picture previews (the kernel's ImagePicker) need one per file.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}
