import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// waitFor / findBy wait up to 5 s (the library's default is 1 s): with jest on both cores of a small machine a
// large screen (the game grid renders in task-sized slices) can take longer than a second to settle, and a
// test must fail on a wrong screen, not on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no object URLs; picture previews (the kernel's ImagePicker) need one per file.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}
