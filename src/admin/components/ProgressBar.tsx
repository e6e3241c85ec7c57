/**
 * A progress bar for the long jobs of wp-admin screens (Products > Import, Tools > Import from
 * WooCommerce): role progressbar with its name, percentage and a text of what is done.
 */
import './progress-bar.scss';

export interface ProgressBarProps {
	/** The bar's accessible name, such as "Rows imported". */
	label: string;
	done: number;
	total: number;
	/** What is done, read out by screen readers: "12 of 60 rows". */
	valueText: string;
}

export function ProgressBar( {
	label,
	done,
	total,
	valueText,
}: ProgressBarProps ) {
	const percent = total > 0 ? Math.round( ( done / total ) * 100 ) : 0;
	return (
		<div
			className="vitrine-progress"
			role="progressbar"
			aria-label={ label }
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ percent }
			aria-valuetext={ valueText }
		>
			<div
				className="vitrine-progress__bar"
				style={ { width: `${ percent }%` } }
			/>
		</div>
	);
}
