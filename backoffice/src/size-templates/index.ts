import StraightenIcon from '@mui/icons-material/Straighten';
import { SizeTemplateCreate, SizeTemplateEdit, SizeTemplateList } from './SizeTemplateScreens';

export default { list: SizeTemplateList, edit: SizeTemplateEdit, create: SizeTemplateCreate, icon: StraightenIcon };
