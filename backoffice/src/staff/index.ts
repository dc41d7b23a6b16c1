import PeopleIcon from '@mui/icons-material/People';
import { StaffCreate, StaffEdit } from './StaffForm';
import { StaffList } from './StaffList';

export default { list: StaffList, edit: StaffEdit, create: StaffCreate, icon: PeopleIcon };
