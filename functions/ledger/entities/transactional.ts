export { transactional } from '../../shared/data/entity';
