import { installScriptUrlPolicy } from './script-url-policy';

// Imported first by the entry, so it runs before any module that could request a chunk.
installScriptUrlPolicy();
