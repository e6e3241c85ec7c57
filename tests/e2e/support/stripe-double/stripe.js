/**
 * The Stripe.js test double, e2e only: tests/e2e/support/stripe.ts serves it (Playwright's
 * page.route) at the address @stripe/stripe-js loads, https://js.stripe.com/endive/stripe.js,
 * with window.vitrineStripeDoubleConfig = { apiBase } set before it: https://api.stripe.com, as
 * with Stripe.js, which the helper forwards to the fake Stripe server of the run
 * (tests/fixtures/stripe/router.php).
 *
 * It is what loadStripe() checks for (window.Stripe, a function with version 'endive') and the
 * part of Stripe.js the shop calls: Stripe(); elements() with create, update, getElement, submit,
 * fetchUpdates; the element's mount, on, off, unmount, destroy and its events (ready, change,
 * loaderror); createPaymentMethod, retrievePaymentIntent, retrieveSetupIntent, confirmPayment,
 * confirmSetup, handleNextAction, handleCardPayment, handleCardSetup, confirmBoletoPayment,
 * confirmMultibancoPayment, confirmOxxoPayment, confirmWechatPayPayment, confirmCashappPayment,
 * confirmCashappSetup. It calls the fake server as Stripe.js calls Stripe: form-encoded, with the
 * publishable key (key=) and the client secret.
 *
 * The Payment Element is a plain, labelled form in the container (card number, expiry, security
 * code for cards; a note for the other types). A next action shows a dialog in the page: 3-D
 * Secure ("Complete authentication", "Fail authentication"), a voucher ("Close"), a QR code or a
 * bank app ("Authorize test payment", "Fail test payment", "Close"); a redirect goes to the fake
 * server's bank page.
 *
 * createPaymentMethod refuses a billing field the element was told never to ask (fields.billingDetails)
 * when the page gives it empty, with Stripe's parameter_invalid_empty error naming it.
 *
 * The Express Checkout Element (elements.create( 'expressCheckout' ), on a group with mode, amount
 * and currency) checks its options as Stripe.js does (an IntegrationError for an unknown option or
 * value), shows one real button per wallet available ("Pay with Google Pay"): the wallets the
 * browser has come from window.vitrineStripeDoubleConfig.wallets (default Google Pay and Link),
 * less those paymentMethods/wallets set to 'never'; ready carries availablePaymentMethods
 * (undefined when none). A click fires click, which must be resolved within 1 s (else an error is
 * recorded and nothing opens); the resolve opens the wallet's sheet, a dialog named after the
 * wallet: line items, the group's amount as the total, the wallet's addresses (Berlin DE, Paris FR,
 * Oslo NO; those outside allowedShippingCountries disabled) and the shipping rates as radios, each
 * change fired (shippingaddresschange on opening too) and answered by resolve/reject, Pay (confirm,
 * with paymentFailed shown in the sheet) and Cancel or Escape (cancel). elements.submit() succeeds
 * only within confirm; createPaymentMethod makes the wallet's payment method (a card with
 * card.wallet for Apple Pay and Google Pay, through the fake server's tok_applepay/tok_googlepay;
 * link; amazon_pay). The sheet closes when Stripe.js takes over (a confirmation, a next action).
 *
 * Specs drive it through window.vitrineStripeDouble: calls (every call, with its arguments),
 * elements, emit( methodType, event, detail ) to fire an element's event, failLoad( methodType )
 * so that the next element of that type (or 'expressCheckout') fires loaderror instead of ready.
 */
( function () {
	const config = window.vitrineStripeDoubleConfig || {};
	const apiBase = String( config.apiBase || '' ).replace( /\/$/, '' );
	const failingLoads = [];
	const registry = {
		calls: [],
		elements: [],
		/**
		 * Fires an event of the last element of a method type.
		 *
		 * @param {string} methodType card, ideal…
		 * @param {string} event      ready, change, loaderror…
		 * @param {Object} detail     The event's object.
		 */
		emit( methodType, event, detail ) {
			const found = registry.elements
				.filter( ( element ) => element.methodType === methodType )
				.pop();
			if ( ! found ) {
				throw new Error( 'No element of type ' + methodType );
			}
			found.fire( event, detail || {} );
		},
		failLoad( methodType ) {
			failingLoads.push( methodType );
		},
	};
	window.vitrineStripeDouble = registry;

	function record( name, args ) {
		registry.calls.push( {
			name,
			args: JSON.parse(
				JSON.stringify( args, ( key, value ) =>
					value && value.isStripeDoubleGroup ? '[elements]' : value
				) || 'null'
			),
		} );
	}

	/**
	 * Stripe's nested form encoding: a[b][c]=v, lists as a[0]=….
	 *
	 * @param {Object}          value  The parameters.
	 * @param {string}          prefix The key so far.
	 * @param {URLSearchParams} out    Where they go.
	 */
	function encode( value, prefix, out ) {
		if ( value === null || value === undefined ) {
			return out;
		}
		if ( typeof value === 'object' ) {
			Object.keys( value ).forEach( ( key ) =>
				encode(
					value[ key ],
					prefix ? prefix + '[' + key + ']' : key,
					out
				)
			);
			return out;
		}
		out.append( prefix, String( value ) );
		return out;
	}

	function intentPath( secret ) {
		const id = String( secret ).replace( /_secret_.*$/, '' );
		return {
			id,
			collection:
				id.indexOf( 'seti_' ) === 0
					? 'setup_intents'
					: 'payment_intents',
		};
	}

	function intentResult( collection, object ) {
		return collection === 'setup_intents'
			? { setupIntent: object }
			: { paymentIntent: object };
	}

	function Stripe( key, stripeOptions ) {
		record( 'Stripe', [ key, stripeOptions || null ] );

		async function call( method, path, params ) {
			const body = encode(
				Object.assign( {}, params || {}, { key } ),
				'',
				new URLSearchParams()
			);
			const response = await fetch(
				apiBase + path + ( method === 'GET' ? '?' + body : '' ),
				{
					method,
					headers:
						method === 'GET'
							? {}
							: {
									'Content-Type':
										'application/x-www-form-urlencoded',
								},
					body: method === 'GET' ? undefined : body,
				}
			);
			const json = await response.json();
			return json && json.error ? { error: json.error } : { data: json };
		}

		async function retrieve( secret ) {
			const { id, collection } = intentPath( secret );
			const answer = await call( 'GET', '/v1/' + collection + '/' + id, {
				client_secret: secret,
			} );
			return answer.error
				? { error: answer.error }
				: intentResult( collection, answer.data );
		}

		function dialog( title, text, buttons ) {
			return new Promise( ( resolve ) => {
				const box = document.createElement( 'div' );
				const heading = 'vitrine-stripe-double-' + Date.now();
				box.setAttribute( 'role', 'dialog' );
				box.setAttribute( 'aria-modal', 'true' );
				box.setAttribute( 'aria-labelledby', heading );
				box.className = 'vitrine-stripe-double-dialog';
				box.style.cssText =
					'position:fixed;inset:20% 20% auto;z-index:99999;background:#fff;color:#111;border:2px solid #111;padding:1em';
				const h = document.createElement( 'h2' );
				h.id = heading;
				h.textContent = title;
				const p = document.createElement( 'p' );
				p.textContent = text;
				box.append( h, p );
				buttons.forEach( ( [ label, value ] ) => {
					const button = document.createElement( 'button' );
					button.type = 'button';
					button.textContent = label;
					button.addEventListener( 'click', () => {
						box.remove();
						resolve( value );
					} );
					box.append( button );
				} );
				document.body.append( box );
				box.querySelector( 'button' ).focus();
			} );
		}

		/**
		 * What Stripe.js does for an intent that requires an action.
		 *
		 * @param {string} secret The client secret.
		 * @param {Object} intent The intent.
		 */
		async function handleAction( secret, intent ) {
			const { id, collection } = intentPath( secret );
			const action = intent.next_action || {};
			const settle = async ( outcome ) => {
				await call(
					'POST',
					'/_test/' + collection + '/' + id + '/' + outcome,
					{}
				);
				const after = await retrieve( secret );
				const object = after.paymentIntent || after.setupIntent;
				if (
					outcome === 'fail' &&
					object &&
					object.status === 'requires_payment_method'
				) {
					const error = Object.assign(
						{
							type: 'invalid_request_error',
							code: 'payment_intent_authentication_failure',
							message:
								'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
						},
						object.last_payment_error ||
							object.last_setup_error ||
							{}
					);
					error[
						collection === 'setup_intents'
							? 'setup_intent'
							: 'payment_intent'
					] = object;
					return { error };
				}
				return after;
			};
			switch ( action.type ) {
				case 'use_stripe_sdk': {
					const choice = await dialog(
						'3D Secure 2 Test Page',
						'Complete or fail the authentication of this test payment.',
						[
							[ 'Complete authentication', 'succeed' ],
							[ 'Fail authentication', 'fail' ],
						]
					);
					return settle( choice );
				}
				case 'redirect_to_url':
					window.location.assign( action.redirect_to_url.url );
					return new Promise( () => {} );
				case 'boleto_display_details':
				case 'oxxo_display_details':
				case 'multibanco_display_details': {
					const details = action[ action.type ] || {};
					await dialog(
						'Voucher',
						'Voucher ' +
							( details.number ||
								details.reference ||
								details.hosted_voucher_url ||
								intent.id ),
						[ [ 'Close', 'close' ] ]
					);
					return retrieve( secret );
				}
				case 'wechat_pay_display_qr_code':
				case 'cashapp_handle_redirect_or_display_qr_code':
				case 'blik_authorize': {
					const choice = await dialog(
						'Scan the QR code',
						'Authorize or fail this test payment in the app.',
						[
							[ 'Authorize test payment', 'succeed' ],
							[ 'Fail test payment', 'fail' ],
							[ 'Close', 'close' ],
						]
					);
					return choice === 'close'
						? retrieve( secret )
						: settle( choice );
				}
				default:
					return intentResult( collection, intent );
			}
		}

		/**
		 * Confirms an intent (when still to confirm) and handles its action.
		 *
		 * @param {string} secret The client secret.
		 * @param {Object} params The confirmation's parameters.
		 */
		async function confirm( secret, params ) {
			closeExpressSheets();
			const { id, collection } = intentPath( secret );
			const current = await retrieve( secret );
			if ( current.error ) {
				return current;
			}
			let intent = current.paymentIntent || current.setupIntent;
			if (
				intent.status === 'requires_confirmation' ||
				intent.status === 'requires_payment_method'
			) {
				const answer = await call(
					'POST',
					'/v1/' + collection + '/' + id + '/confirm',
					Object.assign( { client_secret: secret }, params || {} )
				);
				if ( answer.error ) {
					return { error: answer.error };
				}
				intent = answer.data;
			}
			return intent.status === 'requires_action'
				? handleAction( secret, intent )
				: intentResult( collection, intent );
		}

		async function nextAction( secret ) {
			closeExpressSheets();
			const current = await retrieve( secret );
			const intent = current.paymentIntent || current.setupIntent;
			return intent && intent.status === 'requires_action'
				? handleAction( secret, intent )
				: current;
		}

		function elements( groupOptions ) {
			record( 'elements', [ groupOptions ] );
			const group = {
				isStripeDoubleGroup: true,
				options: Object.assign( {}, groupOptions ),
				element: null,
			};
			return {
				_group: group,
				isStripeDoubleGroup: true,
				create( type, options ) {
					record( 'elements.create', [ type, options || null ] );
					group.element =
						type === 'expressCheckout'
							? expressElement( group, options || {} )
							: paymentElement( group, type, options || {} );
					return group.element.api;
				},
				getElement( type ) {
					return group.element && group.element.type === type
						? group.element.api
						: null;
				},
				update( options ) {
					record( 'elements.update', [ options ] );
					Object.assign( group.options, options );
				},
				submit() {
					record( 'elements.submit', [] );
					return Promise.resolve(
						group.element
							? group.element.validate()
							: {
									error: {
										type: 'validation_error',
										message: 'No element to submit.',
									},
								}
					);
				},
				fetchUpdates() {
					return Promise.resolve( {} );
				},
			};
		}

		return {
			elements,
			_registerWrapper() {},
			async createPaymentMethod( options ) {
				record( 'createPaymentMethod', [ options ] );
				const element = options.elements._group.element;
				const params = Object.assign(
					{ type: element ? element.methodType : 'card' },
					element ? element.methodParams() : {},
					options.params || {}
				);
				const empty = element
					? emptyNeverAskedField( element.options, params )
					: null;
				if ( empty ) {
					return {
						error: {
							type: 'invalid_request_error',
							code: 'parameter_invalid_empty',
							param: empty,
							message:
								"You passed an empty string for '" +
								empty +
								"'. We assume empty values are an attempt to unset a parameter; however '" +
								empty +
								"' cannot be unset. You should remove '" +
								empty +
								"' from your request or supply a non-empty value.",
						},
					};
				}
				const answer = await call(
					'POST',
					'/v1/payment_methods',
					params
				);
				return answer.error
					? { error: answer.error }
					: { paymentMethod: answer.data };
			},
			retrievePaymentIntent( secret ) {
				record( 'retrievePaymentIntent', [ secret ] );
				return retrieve( secret );
			},
			retrieveSetupIntent( secret ) {
				record( 'retrieveSetupIntent', [ secret ] );
				return retrieve( secret );
			},
			async confirmPayment( options ) {
				record( 'confirmPayment', [ options ] );
				const express =
					options.elements &&
					options.elements._group.element &&
					options.elements._group.element.type === 'expressCheckout'
						? options.elements._group.element.methodParams()
						: null;
				return confirm(
					options.clientSecret,
					Object.assign(
						express ? { payment_method_data: express } : {},
						options.confirmParams || {}
					)
				);
			},
			async confirmSetup( options ) {
				record( 'confirmSetup', [ options ] );
				return confirm(
					options.clientSecret,
					options.confirmParams || {}
				);
			},
			handleNextAction( options ) {
				record( 'handleNextAction', [ options ] );
				return nextAction( options.clientSecret );
			},
			handleCardPayment( secret ) {
				record( 'handleCardPayment', [ secret ] );
				return confirm( secret, {} );
			},
			handleCardSetup( secret ) {
				record( 'handleCardSetup', [ secret ] );
				return confirm( secret, {} );
			},
			confirmBoletoPayment( secret, data ) {
				record( 'confirmBoletoPayment', [ secret, data || null ] );
				return confirm( secret, {} );
			},
			confirmMultibancoPayment( secret, data ) {
				record( 'confirmMultibancoPayment', [ secret, data || null ] );
				return confirm( secret, {} );
			},
			confirmOxxoPayment( secret, data ) {
				record( 'confirmOxxoPayment', [ secret, data || null ] );
				return confirm( secret, {} );
			},
			confirmWechatPayPayment( secret, data ) {
				record( 'confirmWechatPayPayment', [ secret, data || null ] );
				return confirm( secret, {} );
			},
			confirmCashappPayment( secret, data ) {
				record( 'confirmCashappPayment', [ secret, data || null ] );
				return confirm( secret, {} );
			},
			confirmCashappSetup( secret, data ) {
				record( 'confirmCashappSetup', [ secret, data || null ] );
				return confirm( secret, {} );
			},
		};
	}

	/**
	 * The first billing field that the element was told never to ask (fields.billingDetails) and
	 * that the page then gave empty, as Stripe names it (billing_details[address][line1]), or null.
	 * The element collects nothing it was told not to: the page must give it, and an empty value
	 * is refused as Stripe refuses one (parameter_invalid_empty).
	 *
	 * @param {Object} options The element's options.
	 * @param {Object} params  The payment method's parameters.
	 */
	function emptyNeverAskedField( options, params ) {
		const never = ( options.fields || {} ).billingDetails;
		if ( ! never || typeof never !== 'object' ) {
			return null;
		}
		const given = params.billing_details || {};
		// A phone, like line2 and state below, is optional in the shop and may be blank.
		for ( const name of [ 'name', 'email' ] ) {
			if ( never[ name ] === 'never' && given[ name ] === '' ) {
				return 'billing_details[' + name + ']';
			}
		}
		const address = never.address;
		const givenAddress = given.address || {};
		// Stripe's parameter => the element option's key.
		const parts = {
			line1: 'line1',
			line2: 'line2',
			city: 'city',
			state: 'state',
			postal_code: 'postalCode',
			country: 'country',
		};
		for ( const part of Object.keys( parts ) ) {
			const asked =
				address === 'never' ||
				( address && address[ parts[ part ] ] === 'never' );
			// line2 and state may be empty in many countries.
			if (
				asked &&
				part !== 'line2' &&
				part !== 'state' &&
				givenAddress[ part ] === ''
			) {
				return 'billing_details[address][' + part + ']';
			}
		}
		return null;
	}

	let fieldCount = 0;

	/** Stripe.js took over the payment (an action, a confirmation): the wallet's sheet closes. */
	function closeExpressSheets() {
		registry.elements
			.filter( ( element ) => element.type === 'expressCheckout' )
			.forEach( ( element ) => element.completed() );
	}

	/** The wallets of the double, in Stripe's order, with the name its sheet and button carry. */
	const EXPRESS_METHODS = {
		applePay: { type: 'apple_pay', name: 'Apple Pay' },
		googlePay: { type: 'google_pay', name: 'Google Pay' },
		link: { type: 'link', name: 'Link' },
		amazonPay: { type: 'amazon_pay', name: 'Amazon Pay' },
		paypal: { type: 'paypal', name: 'PayPal' },
		klarna: { type: 'klarna', name: 'Klarna' },
	};

	/** The addresses the wallet holds: two the shop ships to in the e2e site, one it may not. */
	const WALLET_ADDRESSES = [
		{
			name: 'Jana Schmidt',
			address: {
				line1: 'Torstraße 1',
				line2: null,
				city: 'Berlin',
				state: '',
				postal_code: '10119',
				country: 'DE',
			},
		},
		{
			name: 'Claire Martin',
			address: {
				line1: '10 Rue de Rivoli',
				line2: null,
				city: 'Paris',
				state: '',
				postal_code: '75001',
				country: 'FR',
			},
		},
		{
			name: 'Kari Nordmann',
			address: {
				line1: 'Karl Johans gate 1',
				line2: null,
				city: 'Oslo',
				state: '',
				postal_code: '0154',
				country: 'NO',
			},
		},
	];

	/** The wallet's contact details (a phone with the parentheses, spaces and hyphens wallets give). */
	const WALLET_CONTACT = {
		email: 'wallet.shopper@example.com',
		phone: '+49 (30) 123-4567',
	};

	/**
	 * Stripe.js's own error for a wrong integration: thrown, not answered.
	 *
	 * @param {string} message Its message.
	 */
	function integrationError( message ) {
		const error = new Error( message );
		error.name = 'IntegrationError';
		return error;
	}

	const EXPRESS_OPTIONS = {
		allowedShippingCountries: 'array',
		applePay: 'object',
		billingAddressRequired: 'boolean',
		business: 'object',
		buttonHeight: 'number',
		buttonTheme: 'object',
		buttonType: 'object',
		emailRequired: 'boolean',
		layout: 'object',
		lineItems: 'array',
		paymentMethodOrder: 'array',
		paymentMethods: 'object',
		phoneNumberRequired: 'boolean',
		shippingAddressRequired: 'boolean',
		shippingRates: 'array',
		wallets: 'object',
	};
	const EXPRESS_UPDATE_OPTIONS = [
		'allowedShippingCountries',
		'billingAddressRequired',
		'buttonHeight',
		'emailRequired',
		'layout',
		'paymentMethodOrder',
		'phoneNumberRequired',
		'shippingAddressRequired',
	];
	const EXPRESS_VALUES = {
		'buttonTheme.applePay': [ 'black', 'white', 'white-outline' ],
		'buttonTheme.googlePay': [ 'black', 'white' ],
		'buttonTheme.paypal': [ 'gold', 'blue', 'silver', 'white', 'black' ],
		'buttonType.applePay': [
			'add-money',
			'book',
			'buy',
			'check-out',
			'contribute',
			'donate',
			'order',
			'plain',
			'reload',
			'rent',
			'subscribe',
			'support',
			'tip',
			'top-up',
		],
		'buttonType.googlePay': [
			'book',
			'buy',
			'checkout',
			'donate',
			'order',
			'pay',
			'plain',
			'subscribe',
		],
		'buttonType.paypal': [ 'paypal', 'buynow', 'checkout', 'pay' ],
		'paymentMethods.applePay': [ 'always', 'auto', 'never' ],
		'paymentMethods.googlePay': [ 'always', 'auto', 'never' ],
		'paymentMethods.amazonPay': [ 'auto', 'never' ],
		'paymentMethods.link': [ 'auto', 'never' ],
		'paymentMethods.paypal': [ 'auto', 'never' ],
		'paymentMethods.klarna': [ 'auto', 'never' ],
		'wallets.applePay': [ 'always', 'auto', 'never' ],
		'wallets.googlePay': [ 'always', 'auto', 'never' ],
		'layout.overflow': [ 'auto', 'never' ],
	};

	/**
	 * Checks the Express Checkout Element's options as Stripe.js does, throwing its IntegrationError
	 * for an unknown option or value.
	 *
	 * @param {Object}   options The options.
	 * @param {string[]} allowed The option names the call takes.
	 * @param {string}   call    create or update.
	 */
	function checkExpressOptions( options, allowed, call ) {
		Object.keys( options ).forEach( ( key ) => {
			if ( allowed.indexOf( key ) < 0 ) {
				throw integrationError(
					'Invalid ' +
						call +
						'() parameter: ' +
						key +
						' is not a recognized parameter of the expressCheckout Element.'
				);
			}
			const value = options[ key ];
			const kind = EXPRESS_OPTIONS[ key ];
			const isKind =
				kind === 'array'
					? Array.isArray( value )
					: typeof value === kind &&
						( kind !== 'object' ||
							( value && ! Array.isArray( value ) ) );
			if ( ! isKind ) {
				throw integrationError(
					'Invalid value for ' + key + ': expected ' + kind + '.'
				);
			}
			if ( kind === 'object' ) {
				Object.keys( value ).forEach( ( sub ) => {
					const values = EXPRESS_VALUES[ key + '.' + sub ];
					if ( key === 'applePay' || key === 'business' ) {
						return;
					}
					if ( key === 'layout' && sub !== 'overflow' ) {
						if (
							[ 'maxColumns', 'maxRows' ].indexOf( sub ) < 0 ||
							typeof value[ sub ] !== 'number'
						) {
							throw integrationError(
								'Invalid value for layout.' + sub + '.'
							);
						}
						return;
					}
					if ( ! values ) {
						throw integrationError(
							'Invalid ' +
								call +
								'() parameter: ' +
								key +
								'.' +
								sub +
								' is not a recognized parameter.'
						);
					}
					if ( values.indexOf( value[ sub ] ) < 0 ) {
						throw integrationError(
							'Invalid value for ' +
								key +
								'.' +
								sub +
								': ' +
								JSON.stringify( value[ sub ] ) +
								' should be one of the following strings: ' +
								values.join( ', ' ) +
								'.'
						);
					}
				} );
			}
			if (
				key === 'buttonHeight' &&
				( value < 40 || value > 55 || Math.round( value ) !== value )
			) {
				throw integrationError(
					'Invalid value for buttonHeight: ' +
						value +
						' should be a whole number between 40 and 55.'
				);
			}
		} );
		[ 'lineItems', 'shippingRates' ].forEach( ( key ) =>
			checkAmounts( options[ key ], key )
		);
	}

	/**
	 * Line items and shipping rates: whole amounts in the currency's smallest unit, as Stripe wants.
	 *
	 * @param {Object[]|undefined} list Their list.
	 * @param {string}             key  lineItems or shippingRates.
	 */
	function checkAmounts( list, key ) {
		( list || [] ).forEach( ( item, index ) => {
			const label = key === 'lineItems' ? 'name' : 'displayName';
			if (
				! item ||
				typeof item[ label ] !== 'string' ||
				typeof item.amount !== 'number' ||
				Math.round( item.amount ) !== item.amount ||
				( key === 'shippingRates' && typeof item.id !== 'string' )
			) {
				throw integrationError(
					'Invalid value for ' +
						key +
						'[' +
						index +
						']: expected {' +
						( key === 'shippingRates' ? 'id, ' : '' ) +
						label +
						', amount} with a whole amount in the smallest currency unit.'
				);
			}
		} );
	}

	/**
	 * The amount as the sheet shows it.
	 *
	 * @param {number} amount   In the smallest unit.
	 * @param {string} currency Lowercase code.
	 */
	function formatAmount( amount, currency ) {
		const code = String( currency || 'eur' ).toUpperCase();
		const digits = new Intl.NumberFormat( 'en', {
			style: 'currency',
			currency: code,
		} ).resolvedOptions().maximumFractionDigits;
		return new Intl.NumberFormat( 'en', {
			style: 'currency',
			currency: code,
		} ).format( amount / Math.pow( 10, digits ) );
	}

	/**
	 * The Express Checkout Element: one real button per available wallet, and an in-page payment
	 * sheet for the wallet's own dialog.
	 *
	 * @param {Object} group   Its elements group.
	 * @param {Object} options Its options.
	 */
	function expressElement( group, options ) {
		const groupOptions = group.options;
		if (
			! groupOptions.clientSecret &&
			! (
				( groupOptions.mode === 'payment' ||
					groupOptions.mode === 'setup' ||
					groupOptions.mode === 'subscription' ) &&
				groupOptions.currency &&
				( groupOptions.mode !== 'payment' ||
					typeof groupOptions.amount === 'number' )
			)
		) {
			throw integrationError(
				'In order to create an expressCheckout element, you must pass a clientSecret or mode, amount and currency when creating the Elements group.'
			);
		}
		checkExpressOptions(
			options,
			Object.keys( EXPRESS_OPTIONS ),
			'create'
		);
		const wallets = Object.assign(
			{ googlePay: true, link: true },
			config.wallets || {}
		);
		const handlers = {};
		let root = null;
		let sheet = null;
		const element = {
			type: 'expressCheckout',
			methodType: 'expressCheckout',
			group,
			options,
			/** The sheet's state: the wallet, addresses, rate, confirming. */
			session: null,
			fire( event, detail ) {
				( handlers[ event ] || [] ).forEach( ( handler ) =>
					handler( detail )
				);
			},
			available() {
				const methods = options.paymentMethods || {};
				const walletOptions = options.wallets || {};
				const result = {};
				Object.keys( EXPRESS_METHODS ).forEach( ( key ) => {
					result[ key ] =
						!! wallets[ key ] &&
						methods[ key ] !== 'never' &&
						walletOptions[ key ] !== 'never';
				} );
				return result;
			},
			methodParams() {
				const session = element.session;
				if ( ! session ) {
					return {};
				}
				const billing = session.billingDetails;
				const params = {
					billing_details: {
						name: billing.name,
						email: billing.email,
						phone: billing.phone,
						address: Object.assign( {}, billing.address, {
							line2: billing.address.line2 || '',
						} ),
					},
				};
				if (
					session.method.type === 'apple_pay' ||
					session.method.type === 'google_pay'
				) {
					// Wallets hand Stripe.js a card token; the fake server knows these two.
					return Object.assign( params, {
						type: 'card',
						card: {
							token:
								'tok_' + session.method.type.replace( '_', '' ),
						},
					} );
				}
				return Object.assign( params, { type: session.method.type } );
			},
			validate() {
				return element.session && element.session.confirming
					? {}
					: {
							error: {
								type: 'validation_error',
								message:
									'elements.submit() was called outside of the confirm event of the expressCheckout Element.',
							},
						};
			},
			/** The payment went through: the wallet closes its sheet. */
			completed() {
				closeSheet( false );
			},
			api: null,
		};

		function render() {
			if ( ! root ) {
				return;
			}
			root.textContent = '';
			const available = element.available();
			const order = ( options.paymentMethodOrder || [] )
				.concat( Object.keys( EXPRESS_METHODS ) )
				.filter( ( key, index, all ) => all.indexOf( key ) === index );
			order
				.filter( ( key ) => EXPRESS_METHODS[ key ] && available[ key ] )
				.forEach( ( key ) => {
					const button = document.createElement( 'button' );
					button.type = 'button';
					button.className = 'vitrine-stripe-double-express-button';
					button.dataset.method = key;
					button.textContent =
						'Pay with ' + EXPRESS_METHODS[ key ].name;
					button.style.height = ( options.buttonHeight || 44 ) + 'px';
					button.addEventListener( 'click', () =>
						onClick( key, button )
					);
					root.append( button );
				} );
		}

		function onClick( key, button ) {
			if ( sheet ) {
				return;
			}
			const method = EXPRESS_METHODS[ key ];
			let settled = null;
			const detail = {
				elementType: 'expressCheckout',
				expressPaymentType: method.type,
				resolve( resolveDetails ) {
					if ( settled ) {
						return;
					}
					if ( resolveDetails ) {
						checkExpressOptions(
							resolveDetails,
							[
								'allowedShippingCountries',
								'applePay',
								'billingAddressRequired',
								'business',
								'emailRequired',
								'lineItems',
								'phoneNumberRequired',
								'shippingAddressRequired',
								'shippingRates',
							],
							'resolve'
						);
					}
					settled = 'resolved';
					record( 'expressCheckout.click.resolve', [
						resolveDetails || null,
					] );
					openSheet(
						method,
						button,
						Object.assign( {}, options, resolveDetails || {} )
					);
				},
				reject() {
					if ( ! settled ) {
						settled = 'rejected';
						record( 'expressCheckout.click.reject', [] );
					}
				},
			};
			record( 'expressCheckout.click', [ method.type ] );
			if ( ! ( handlers.click || [] ).length ) {
				settled = 'resolved';
				openSheet( method, button, Object.assign( {}, options ) );
				return;
			}
			element.fire( 'click', detail );
			setTimeout( () => {
				if ( ! settled ) {
					settled = 'timeout';
					const message =
						'IntegrationError: event.resolve() must be called within 1 second of the click event of the expressCheckout Element.';
					record( 'expressCheckout.error', [ message ] );
					// eslint-disable-next-line no-console
					console.error( message );
				}
			}, 1000 );
		}

		function closeSheet( cancelled ) {
			if ( ! sheet ) {
				return;
			}
			const opener = sheet.opener;
			sheet.box.remove();
			sheet = null;
			element.session = null;
			if ( cancelled ) {
				record( 'expressCheckout.cancel', [] );
				element.fire( 'cancel', { elementType: 'expressCheckout' } );
			}
			if ( opener && opener.isConnected ) {
				opener.focus();
			}
		}

		function openSheet( method, opener, details ) {
			const box = document.createElement( 'div' );
			const heading = 'vitrine-stripe-double-sheet-' + Date.now();
			box.setAttribute( 'role', 'dialog' );
			box.setAttribute( 'aria-modal', 'true' );
			box.setAttribute( 'aria-labelledby', heading );
			box.className = 'vitrine-stripe-double-sheet';
			box.style.cssText =
				'position:fixed;inset:5% 20% auto;max-height:90%;overflow:auto;z-index:99999;background:#fff;color:#111;border:2px solid #111;padding:1em';
			const allowed = details.allowedShippingCountries;
			const addresses = WALLET_ADDRESSES.map( ( entry ) =>
				Object.assign( {}, entry, {
					allowed:
						! allowed ||
						allowed.indexOf( entry.address.country ) >= 0,
				} )
			);
			const first = addresses.filter( ( entry ) => entry.allowed )[ 0 ];
			sheet = {
				box,
				opener,
				details,
				lineItems: details.lineItems || [],
				shippingRates: details.shippingRates || [],
				rate: ( details.shippingRates || [] )[ 0 ] || null,
				address: first || null,
				addresses,
				busy: false,
				error: '',
			};
			element.session = {
				method,
				confirming: false,
				billingDetails: null,
			};
			box.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Escape' ) {
					event.preventDefault();
					closeSheet( true );
				}
			} );
			document.body.append( box );
			paint( method, heading );
			box.querySelector( 'h2' ).focus();
			if ( details.shippingAddressRequired && sheet.address ) {
				changeAddress( method, heading, sheet.address );
			}
		}

		/**
		 * An event answered with resolve( { lineItems, shippingRates } ) or reject().
		 *
		 * @param {string}   name   shippingaddresschange, shippingratechange.
		 * @param {Object}   detail The event's object.
		 * @param {Function} done   Called with the resolve details, or false when rejected.
		 */
		function ask( name, detail, done ) {
			let settled = false;
			const settle = ( value ) => {
				if ( settled ) {
					return;
				}
				settled = true;
				done( value );
			};
			record( 'expressCheckout.' + name, [ detail ] );
			if ( ! ( handlers[ name ] || [] ).length ) {
				settle( {} );
				return;
			}
			const event = Object.assign( {}, detail, {
				elementType: 'expressCheckout',
				resolve( resolveDetails ) {
					if ( resolveDetails ) {
						checkExpressOptions(
							resolveDetails,
							[ 'lineItems', 'shippingRates', 'applePay' ],
							'resolve'
						);
					}
					record( 'expressCheckout.' + name + '.resolve', [
						resolveDetails || null,
					] );
					settle( resolveDetails || {} );
				},
				reject() {
					record( 'expressCheckout.' + name + '.reject', [] );
					settle( false );
				},
			} );
			element.fire( name, event );
		}

		function applyUpdate( resolveDetails ) {
			if ( resolveDetails.lineItems ) {
				sheet.lineItems = resolveDetails.lineItems;
			}
			if ( resolveDetails.shippingRates ) {
				sheet.shippingRates = resolveDetails.shippingRates;
				sheet.rate = resolveDetails.shippingRates[ 0 ] || null;
			}
		}

		function changeAddress( method, heading, entry ) {
			const current = sheet;
			current.address = entry;
			current.busy = true;
			current.error = '';
			paint( method, heading );
			ask(
				'shippingaddresschange',
				{
					name: entry.name,
					address: {
						city: entry.address.city,
						state: entry.address.state,
						postal_code: entry.address.postal_code,
						country: entry.address.country,
					},
				},
				( answer ) => {
					if ( sheet !== current ) {
						return;
					}
					current.busy = false;
					if ( answer === false ) {
						current.error =
							'This shipping address cannot be used. Choose another address.';
						current.addressRejected = true;
					} else {
						current.addressRejected = false;
						applyUpdate( answer );
					}
					paint( method, heading );
				}
			);
		}

		function changeRate( method, heading, rate ) {
			const current = sheet;
			const previous = current.rate;
			current.rate = rate;
			current.busy = true;
			current.error = '';
			paint( method, heading );
			ask( 'shippingratechange', { shippingRate: rate }, ( answer ) => {
				if ( sheet !== current ) {
					return;
				}
				current.busy = false;
				if ( answer === false ) {
					current.rate = previous;
					current.error =
						'This shipping method cannot be used. Choose another one.';
				} else {
					applyUpdate( answer );
					current.rate =
						current.shippingRates.filter(
							( r ) => r.id === rate.id
						)[ 0 ] || current.rate;
				}
				paint( method, heading );
			} );
		}

		function pay( method, heading ) {
			const current = sheet;
			const details = current.details;
			const entry = current.address || WALLET_ADDRESSES[ 0 ];
			const billingDetails = {
				name: entry.name,
				email: WALLET_CONTACT.email,
				phone: WALLET_CONTACT.phone,
				address: Object.assign( {}, entry.address ),
			};
			element.session.billingDetails = billingDetails;
			element.session.confirming = true;
			current.busy = true;
			current.error = '';
			paint( method, heading );
			const event = {
				elementType: 'expressCheckout',
				expressPaymentType: method.type,
				billingDetails,
				paymentFailed( payload ) {
					record( 'expressCheckout.paymentFailed', [
						payload || null,
					] );
					if ( sheet !== current ) {
						return;
					}
					const reasons = {
						invalid_shipping_address:
							'The shipping address is not valid.',
						invalid_billing_address:
							'The billing address is not valid.',
						invalid_payment_data:
							'The payment details are not valid.',
						address_unserviceable: 'This address cannot be served.',
					};
					element.session.confirming = false;
					current.busy = false;
					current.failed = ( payload && payload.reason ) || 'fail';
					current.error =
						( payload && payload.message ) ||
						reasons[ current.failed ] ||
						'Payment failed. Try again or use another payment method.';
					paint( method, heading );
				},
			};
			if ( details.shippingAddressRequired ) {
				event.shippingAddress = {
					name: entry.name,
					address: Object.assign( {}, entry.address ),
				};
			}
			if ( current.rate ) {
				event.shippingRate = current.rate;
			}
			record( 'expressCheckout.confirm', [ event ] );
			element.fire( 'confirm', event );
		}

		function paint( method, heading ) {
			const current = sheet;
			const box = current.box;
			const details = current.details;
			const focused = box.ownerDocument.activeElement;
			const focusKey =
				focused && box.contains( focused ) ? focused.dataset.key : null;
			box.textContent = '';
			const h = document.createElement( 'h2' );
			h.id = heading;
			h.tabIndex = -1;
			h.textContent = method.name;
			box.append( h );
			const items = document.createElement( 'ul' );
			items.setAttribute( 'aria-label', 'Order summary' );
			current.lineItems.forEach( ( item ) => {
				const li = document.createElement( 'li' );
				li.textContent =
					item.name +
					': ' +
					formatAmount( item.amount, group.options.currency );
				items.append( li );
			} );
			box.append( items );
			const total = document.createElement( 'p' );
			total.className = 'vitrine-stripe-double-sheet__total';
			total.textContent =
				'Total: ' +
				formatAmount(
					group.options.amount || 0,
					group.options.currency
				);
			box.append( total );
			if ( details.shippingAddressRequired ) {
				box.append(
					radios(
						'Shipping address',
						current.addresses.map( ( entry, index ) => ( {
							key: 'address-' + index,
							label:
								entry.name +
								', ' +
								entry.address.line1 +
								', ' +
								entry.address.postal_code +
								' ' +
								entry.address.city +
								', ' +
								entry.address.country +
								( entry.allowed ? '' : ' (not shipped to)' ),
							checked: current.address === entry,
							disabled: ! entry.allowed || current.busy,
							choose: () =>
								changeAddress( method, heading, entry ),
						} ) )
					)
				);
				if ( current.shippingRates.length ) {
					box.append(
						radios(
							'Shipping method',
							current.shippingRates.map( ( rate ) => ( {
								key: 'rate-' + rate.id,
								label:
									rate.displayName +
									': ' +
									formatAmount(
										rate.amount,
										group.options.currency
									),
								checked:
									!! current.rate &&
									current.rate.id === rate.id,
								disabled: current.busy,
								choose: () =>
									changeRate( method, heading, rate ),
							} ) )
						)
					);
				}
			}
			if ( details.emailRequired || details.phoneNumberRequired ) {
				const contact = document.createElement( 'p' );
				contact.textContent =
					'Contact: ' +
					[
						details.emailRequired ? WALLET_CONTACT.email : '',
						details.phoneNumberRequired ? WALLET_CONTACT.phone : '',
					]
						.filter( Boolean )
						.join( ', ' );
				box.append( contact );
			}
			const status = document.createElement( 'p' );
			status.setAttribute( 'role', 'alert' );
			status.className = 'vitrine-stripe-double-sheet__error';
			status.textContent = current.error;
			box.append( status );
			const busy = document.createElement( 'p' );
			busy.setAttribute( 'aria-live', 'polite' );
			busy.textContent = current.busy ? 'Processing…' : '';
			box.append( busy );
			const payButton = document.createElement( 'button' );
			payButton.type = 'button';
			payButton.dataset.key = 'pay';
			payButton.textContent = 'Pay';
			payButton.disabled =
				current.busy ||
				!! current.addressRejected ||
				( !! details.shippingAddressRequired && ! current.address );
			payButton.addEventListener( 'click', () => pay( method, heading ) );
			const cancel = document.createElement( 'button' );
			cancel.type = 'button';
			cancel.dataset.key = 'cancel';
			cancel.textContent = 'Cancel';
			cancel.addEventListener( 'click', () => closeSheet( true ) );
			box.append( payButton, cancel );
			const again =
				focusKey &&
				box.querySelector( '[data-key="' + focusKey + '"]' );
			if ( again && ! again.disabled ) {
				again.focus();
			} else {
				h.focus();
			}
		}

		function radios( legendText, choices ) {
			const fieldset = document.createElement( 'fieldset' );
			const legend = document.createElement( 'legend' );
			legend.textContent = legendText;
			fieldset.append( legend );
			const name =
				'vitrine-stripe-double-' +
				legendText.replace( /\W+/g, '-' ) +
				'-' +
				++fieldCount;
			choices.forEach( ( choice ) => {
				const label = document.createElement( 'label' );
				label.style.display = 'block';
				const input = document.createElement( 'input' );
				input.type = 'radio';
				input.name = name;
				input.dataset.key = choice.key;
				input.checked = choice.checked;
				input.disabled = choice.disabled;
				input.addEventListener( 'change', () => choice.choose() );
				label.append( input, ' ' + choice.label );
				fieldset.append( label );
			} );
			return fieldset;
		}

		element.api = {
			mount( target ) {
				record( 'element.mount', [ 'expressCheckout' ] );
				const container =
					typeof target === 'string'
						? document.querySelector( target )
						: target;
				if ( ! container ) {
					throw integrationError(
						'The selector you specified (' +
							target +
							') applies to no DOM elements that are currently on the page.'
					);
				}
				if ( ! root ) {
					root = document.createElement( 'div' );
					root.className = 'vitrine-stripe-double-express';
				}
				container.append( root );
				render();
				const failing = failingLoads.indexOf( 'expressCheckout' );
				if ( failing >= 0 ) {
					failingLoads.splice( failing, 1 );
				}
				const available = element.available();
				const any = Object.keys( available ).some(
					( key ) => available[ key ]
				);
				setTimeout( () =>
					failing >= 0
						? element.fire( 'loaderror', {
								elementType: 'expressCheckout',
								error: {
									type: 'invalid_request_error',
									message: 'The element could not load.',
								},
							} )
						: element.fire( 'ready', {
								elementType: 'expressCheckout',
								availablePaymentMethods: any
									? available
									: undefined,
							} )
				);
			},
			unmount() {
				closeSheet( false );
				if ( root ) {
					root.remove();
				}
			},
			destroy() {
				record( 'element.destroy', [ 'expressCheckout' ] );
				closeSheet( false );
				if ( root ) {
					root.remove();
					root = null;
				}
				registry.elements.splice(
					registry.elements.indexOf( element ),
					1
				);
			},
			on( event, handler ) {
				( handlers[ event ] = handlers[ event ] || [] ).push( handler );
				return element.api;
			},
			off( event, handler ) {
				handlers[ event ] = ( handlers[ event ] || [] ).filter(
					( h ) => h !== handler
				);
				return element.api;
			},
			update( update ) {
				record( 'element.update', [ 'expressCheckout', update ] );
				checkExpressOptions( update, EXPRESS_UPDATE_OPTIONS, 'update' );
				Object.assign( options, update );
				render();
				return element.api;
			},
			focus() {},
			blur() {},
			clear() {},
		};
		registry.elements.push( element );
		return element;
	}

	/**
	 * The Payment Element: a labelled form instead of Stripe's iframe.
	 *
	 * @param {Object} group   Its elements group.
	 * @param {string} type    'payment'.
	 * @param {Object} options Its options.
	 */
	function paymentElement( group, type, options ) {
		const methodType = ( group.options.allowedPaymentMethodTypes ||
			group.options.paymentMethodTypes || [ 'card' ] )[ 0 ];
		const handlers = {};
		let root = null;
		const element = {
			type,
			methodType,
			group,
			options,
			fire( event, detail ) {
				( handlers[ event ] || [] ).forEach( ( handler ) =>
					handler( detail )
				);
			},
			field( name ) {
				return root
					? root.querySelector( '[name="' + name + '"]' )
					: null;
			},
			methodParams() {
				if ( methodType !== 'card' ) {
					return {};
				}
				const expiry = (
					( element.field( 'exp-date' ) || {} ).value || ''
				).split( '/' );
				return {
					card: {
						number:
							( element.field( 'cardnumber' ) || {} ).value || '',
						exp_month: ( expiry[ 0 ] || '' ).trim(),
						exp_year: ( expiry[ 1 ] || '' ).trim(),
						cvc: ( element.field( 'cvc' ) || {} ).value || '',
					},
				};
			},
			validate() {
				let error = null;
				if ( methodType === 'card' ) {
					const params = element.methodParams().card;
					if ( params.number.replace( /\D/g, '' ).length < 12 ) {
						error = {
							code: 'incomplete_number',
							message: 'Your card number is incomplete.',
						};
					} else if (
						! /^\d{1,2}$/.test( params.exp_month ) ||
						! /^\d{2,4}$/.test( params.exp_year )
					) {
						error = {
							code: 'incomplete_expiry',
							message:
								'Your card’s expiration date is incomplete.',
						};
					} else if ( ! /^\d{3,4}$/.test( params.cvc ) ) {
						error = {
							code: 'incomplete_cvc',
							message: 'Your card’s security code is incomplete.',
						};
					}
				}
				if ( root ) {
					root.querySelector( '[role="alert"]' ).textContent = error
						? error.message
						: '';
				}
				return error
					? {
							error: Object.assign(
								{ type: 'validation_error' },
								error
							),
						}
					: {};
			},
			api: {
				mount( target ) {
					record( 'element.mount', [ methodType ] );
					const container =
						typeof target === 'string'
							? document.querySelector( target )
							: target;
					// As Stripe's: an element mounted again (the checkout's refresh replaced its
					// container) keeps what the shopper typed.
					if ( root ) {
						container.append( root );
						setTimeout( () =>
							element.fire( 'ready', { elementType: type } )
						);
						return;
					}
					root = document.createElement( 'div' );
					root.className = 'vitrine-stripe-double-element';
					root.dataset.methodType = methodType;
					const id = 'vitrine-stripe-double-' + ++fieldCount;
					root.innerHTML =
						methodType === 'card'
							? '<p><label for="' +
								id +
								'-number">Card number</label> <input id="' +
								id +
								'-number" name="cardnumber" inputmode="numeric" autocomplete="cc-number"></p>' +
								'<p><label for="' +
								id +
								'-exp">Expiration date</label> <input id="' +
								id +
								'-exp" name="exp-date" placeholder="MM / YY" autocomplete="cc-exp"></p>' +
								'<p><label for="' +
								id +
								'-cvc">Security code</label> <input id="' +
								id +
								'-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"></p>'
							: '<p>You will finish paying with ' +
								methodType +
								' after placing the order.</p>';
					const alert = document.createElement( 'p' );
					alert.setAttribute( 'role', 'alert' );
					root.append( alert );
					root.addEventListener( 'input', () =>
						element.fire( 'change', {
							elementType: type,
							empty: false,
							complete: ! element.validate().error,
							value: { type: methodType },
						} )
					);
					container.append( root );
					const failing = failingLoads.indexOf( methodType );
					if ( failing >= 0 ) {
						failingLoads.splice( failing, 1 );
					}
					setTimeout( () =>
						failing >= 0
							? element.fire( 'loaderror', {
									elementType: type,
									error: {
										type: 'invalid_request_error',
										message: 'The element could not load.',
									},
								} )
							: element.fire( 'ready', { elementType: type } )
					);
				},
				unmount() {
					if ( root ) {
						root.remove();
					}
				},
				destroy() {
					record( 'element.destroy', [ methodType ] );
					if ( root ) {
						root.remove();
						root = null;
					}
					registry.elements.splice(
						registry.elements.indexOf( element ),
						1
					);
				},
				on( event, handler ) {
					( handlers[ event ] = handlers[ event ] || [] ).push(
						handler
					);
					return element.api;
				},
				off( event, handler ) {
					handlers[ event ] = ( handlers[ event ] || [] ).filter(
						( h ) => h !== handler
					);
					return element.api;
				},
				update( update ) {
					Object.assign( options, update );
				},
				focus() {
					const first = root && root.querySelector( 'input' );
					if ( first ) {
						first.focus();
					}
				},
				collapse() {},
			},
		};
		registry.elements.push( element );
		return element;
	}

	Stripe.version = 'endive';
	window.Stripe = Stripe;
} )();
