import { useParams } from 'react-router-dom';
import { PublicCreatorProfile } from '../../features/public-creator-profile/components/public-creator-profile';

/** /creator/{username}: public (outside the creator area's guard), opened in a new tab by brands. */
export const PublicCreatorProfileRoute = () => {
  const { username = '' } = useParams();
  // A new username is a new page: start its state afresh.
  return <PublicCreatorProfile key={username} username={username} />;
};
