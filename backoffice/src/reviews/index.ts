import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';

export default { list: ReviewList, show: ReviewShow, icon: RateReviewIcon };
