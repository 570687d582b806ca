// The script URL policy is made first: every chunk the page adds later goes through it.
import './federation/install-script-url-policy';
// No async boundary: the host is not a federation container (its runtime starts only when a remote is
// needed, load-exposed.ts), so nothing has to be negotiated before the app's own modules run.
import './bootstrap';
