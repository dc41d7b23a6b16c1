import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { CancellationRequestList } from './CancellationRequestList';
import { CancellationRequestShow } from './CancellationRequestShow';

export default { list: CancellationRequestList, show: CancellationRequestShow, icon: AssignmentReturnIcon };
