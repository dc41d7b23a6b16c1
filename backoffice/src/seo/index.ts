import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { SeoCreate, SeoEdit } from './SeoEditors';
import { SeoList } from './SeoList';

export default { list: SeoList, edit: SeoEdit, create: SeoCreate, icon: TravelExploreIcon };
