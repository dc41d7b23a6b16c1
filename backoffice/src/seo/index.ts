import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { editorsOf } from '../shared/ResourceEditors';
import { SeoForm } from './SeoForm';
import { SeoList } from './SeoList';
import { seoPayload } from './seoRules';

// A successful save (or Cancel, or the close button) goes back to the list, which reads the records again.
export default { list: SeoList, ...editorsOf(seoPayload, SeoForm), icon: TravelExploreIcon };
