import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Modal } from '@exportdesk/portal-kit';
import { ContactForm } from '../landing/LazyContactForm';

/** "The footer has a 'Write To Us' form (Your Name, Company Name, Email, Mobile, Message), social links and a privacy notice." */
export function Footer() {
  const [write, setWrite] = useState(false);
  return (
    <footer className="footer">
      <div className="ed-container">
        <div className="footer__grid">
          <div>
            <strong style={{ color: '#fff', fontSize: 18 }}>ExportDesk</strong>
            <p>
              Export shipping and paperwork for Indian exporters and CHAs: compare rates, book, document and
              track parcels to 175+ countries.
            </p>
            <p>Support: Monday to Saturday, 10:00 to 20:00. We reply within 1 business day.</p>
            <Button variant="accent" size="sm" onClick={() => setWrite(true)}>
              Write To Us
            </Button>
          </div>
          <div>
            <strong style={{ color: '#fff' }}>Product</strong>
            <ul style={{ listStyle: 'none', padding: 0 }}>
              <li>
                <Link to="/plans">Pricing</Link>
              </li>
              <li>
                <Link to="/video-resources">Resources</Link>
              </li>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li>
                <Link to="/serviceprovider">Service providers</Link>
              </li>
            </ul>
          </div>
          <div>
            <strong style={{ color: '#fff' }}>Follow us</strong>
            <ul style={{ listStyle: 'none', padding: 0 }}>
              <li>
                <a href="https://www.linkedin.com/" rel="noopener noreferrer" target="_blank">
                  LinkedIn
                </a>
              </li>
              <li>
                <a href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">
                  YouTube
                </a>
              </li>
              <li>
                <a href="https://x.com/" rel="noopener noreferrer" target="_blank">
                  X
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="footer__legal">
          <span>
            © {new Date().getFullYear()} ExportDesk. We use your details only to answer you.{' '}
            <Link to="/privacypolicy">Privacy policy</Link> · <Link to="/termsofuse">Terms of use</Link>
          </span>
        </div>
      </div>
      <Modal open={write} title="Write To Us" onClose={() => setWrite(false)}>
        <ContactForm compact />
      </Modal>
    </footer>
  );
}
