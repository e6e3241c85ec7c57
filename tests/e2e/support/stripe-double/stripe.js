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
 * Specs drive it through window.vitrineStripeDouble: calls (every call, with its arguments),
 * elements, emit( methodType, event, detail ) to fire an element's event, failLoad( methodType )
 * so that the next element of that type fires loaderror instead of ready.
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
					group.element = paymentElement(
						group,
						type,
						options || {}
					);
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
				return confirm(
					options.clientSecret,
					options.confirmParams || {}
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
