// Async boundary: shared singletons (React, router, query, portal-kit) are negotiated first.
import('./bootstrap');
