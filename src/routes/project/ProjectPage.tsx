import { useParams } from 'react-router-dom';
import { projectBySlug } from '../../content/projects';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { ProjectContent } from './ProjectContent';

/** /projekte/indonesien and /projekte/uganda; any other slug is the German 404 page. */
export function ProjectPage() {
  const project = projectBySlug(useParams().project);
  if (!project) return <NotFoundPage />;
  return <ProjectContent project={project} />;
}
