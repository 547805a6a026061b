// Standalone entry; the async boundary lets Module Federation negotiate the shared singletons first.
import('./bootstrap');
