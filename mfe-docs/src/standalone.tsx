import { renderStandalone } from '@exportdesk/portal-kit';
import routes from './routes';

renderStandalone('mfe_docs', routes);
