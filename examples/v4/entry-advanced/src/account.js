const form = document.createElement('form');
form.className = 'account-form';
form.innerHTML = '<label>Email <input type="email" name="email"></label>';
document.body.append(form);
