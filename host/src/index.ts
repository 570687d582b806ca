// Async boundary: shared singletons (react, kernel…) are negotiated before any of them is used.
import('./bootstrap');
