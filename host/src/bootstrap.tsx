import { createRoot } from 'react-dom/client';
import { boot, bootFailureKind } from './boot/boot';
import { App } from './app/app';
import { BootFailure } from './boot/boot-failure';

const container = document.getElementById('root')!;
const root = createRoot(container);

let attempt = 0;

function start(): void {
  boot().then(
    (result) => root.render(<App registry={result.registry} mode={result.mode} />),
    (error: unknown) => {
      console.error('boot failed', error);
      attempt += 1;
      root.render(<BootFailure key={attempt} kind={bootFailureKind(error)} onRetry={start} />);
    },
  );
}

start();
