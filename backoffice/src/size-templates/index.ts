import StraightenIcon from '@mui/icons-material/Straighten';
import { editorsOf } from '../shared/ResourceEditors';
import { SizeTemplateForm } from './SizeTemplateForm';
import { SizeTemplateList } from './SizeTemplateList';
import { sizeTemplatePayload } from './templatePayload';

export default { list: SizeTemplateList, ...editorsOf(sizeTemplatePayload, SizeTemplateForm), icon: StraightenIcon };
