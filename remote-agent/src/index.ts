// Async boundary before the shared singletons are used (module federation).
import('./bootstrap');
