import { createRoot } from 'react-dom/client';
import { boot } from './boot/boot';
import { App } from './app/app';
import { BootFailure } from './boot/boot-failure';

const container = document.getElementById('root')!;
const root = createRoot(container);

function start(): void {
  boot().then(
    (result) => root.render(<App registry={result.registry} mode={result.mode} />),
    (error: unknown) => {
      console.error('boot failed', error);
      root.render(<BootFailure onRetry={start} />);
    },
  );
}

start();
