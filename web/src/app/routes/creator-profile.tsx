import { useParams } from 'react-router-dom';
import { CreatorProfile } from '../../features/creator-profile/components/creator-profile';

/** /creator/{username}: public (outside the creator area's guard), opened in a new tab by brands. */
export const CreatorProfileRoute = () => {
  const { username = '' } = useParams();
  // A new username is a new page: start its state afresh.
  return <CreatorProfile key={username} username={username} />;
};
