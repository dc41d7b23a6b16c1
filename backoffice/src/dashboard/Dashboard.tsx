import { PartTwoPlaceholder } from '../layout/PartTwoPlaceholder';

// Real figures from /api/dashboard arrive in part 2.
export function Dashboard() {
  return <PartTwoPlaceholder resource="dashboard" />;
}
