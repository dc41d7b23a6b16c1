import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { createElement } from 'react';
import { PartTwoPlaceholder } from '../layout/PartTwoPlaceholder';

// A placeholder until part 2 of the back office.
const list = () => createElement(PartTwoPlaceholder, { resource: 'seo' });

export default { list, icon: TravelExploreIcon };
