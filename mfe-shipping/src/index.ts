// Standalone host entry; the async import lets the shared singletons be negotiated first.
import('./standalone');
