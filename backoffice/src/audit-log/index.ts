import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';
import { AuditRecordShow } from './AuditRecordShow';

/** Read only: a list and a record's page, no create, edit or delete. */
export default { list: AuditLogList, show: AuditRecordShow, icon: HistoryIcon };
