import WebhookIcon from '@mui/icons-material/Webhook';
import { WebhookCreate, WebhookEdit } from './WebhookEditors';
import { WebhookList } from './WebhookList';

export default { list: WebhookList, edit: WebhookEdit, create: WebhookCreate, icon: WebhookIcon };
