import { installScriptUrlPolicy } from './federation/script-url-policy';

// Before the first chunk is requested: every script URL the page adds goes through it.
installScriptUrlPolicy();
// Async boundary: shared singletons (react, kernel…) are negotiated before any of them is used.
import('./bootstrap');
