import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { boot, bootFailureKind } from './boot/boot';
import { App } from './app/app';
import { BootFailure } from './boot/boot-failure';

const container = document.getElementById('root')!;
const root = createRoot(container);

let attempt = 0;

function start(): void {
  boot().then(
    // In a transition, React renders the app in slices of a few milliseconds, yielding to the browser in
    // between, instead of in one long task (the HTML's skeleton stays until the app commits).
    (result) => startTransition(() => root.render(<App registry={result.registry} mode={result.mode} />)),
    (error: unknown) => {
      console.error('boot failed', error);
      attempt += 1;
      root.render(<BootFailure key={attempt} kind={bootFailureKind(error)} onRetry={start} />);
    },
  );
}

start();
